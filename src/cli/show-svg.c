/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* ardina show --svg: a picture of the board, plain SVG 1.1 that renders
 * the same in a browser and in rsvg-convert (no CSS, no scripts, no
 * filters, no external fonts or images).
 *
 * Every locale stands at its position of map.xml (ardina_locale_get_position:
 * longitude and latitude, reconstructed), projected equirectangularly with
 * the parallels scaled at 36 degrees north; the off-map boxes are drawn as
 * boxes at their positions east of the map. Routes are drawn by kind, the
 * colonial regions shaded by loyalty (the hull of their locales), every
 * piece on the board as a counter in its side's colours carrying its id,
 * the map markers as tags, the battle's locale ringed; the tracks, hands
 * and pools stand in a panel at the right. */
#include "cli.h"
#include "show.h"

#include <stdlib.h>
#include <string.h>

/* The projection: degrees to pixels. */
#define LON0 (-93.5)
#define LAT0 (49.5)
#define SCALE 92.0
#define MAP_W 3180
#define MAP_H 3560
#define PANEL_W 520
#define PANEL_SCALE 1.6
#define COUNTER_W 54
#define COUNTER_H 15
#define COUNTER_COLS 2

#define FONT "DejaVu Sans, Verdana, Arial, sans-serif"

typedef struct {
  GString *s;
  const ArdinaGame *g;
  ArdinaSide as;
  double *x, *y;            /* each locale's point */
  gint battle;
  GArray *taken;            /* Box: what is drawn already, for placing labels and counters */
} Svg;

typedef struct {
  double x0, y0, x1, y1;
} Box;

static gboolean
overlaps (const Box *a, const Box *b)
{
  return a->x0 < b->x1 && b->x0 < a->x1 && a->y0 < b->y1 && b->y0 < a->y1;
}

/* How many things placed so far @b overlaps; many when off the map. */
static guint
box_overlaps (const Svg *v, const Box *b)
{
  guint n = b->x0 < 4 || b->y0 < 4 || b->x1 > MAP_W - 4 || b->y1 > MAP_H - 4 ? 1000 : 0;
  for (guint i = 0; i < v->taken->len; i++)
    n += overlaps (b, &g_array_index (v->taken, Box, i));
  return n;
}

/* Whether @b is clear of everything placed so far and inside the map. */
static gboolean
box_free (const Svg *v, const Box *b)
{
  if (b->x0 < 4 || b->y0 < 4 || b->x1 > MAP_W - 4 || b->y1 > MAP_H - 4)
    return FALSE;
  for (guint i = 0; i < v->taken->len; i++)
    if (overlaps (b, &g_array_index (v->taken, Box, i)))
      return FALSE;
  return TRUE;
}

static void
take (Svg *v, double x0, double y0, double x1, double y1)
{
  Box b = { x0, y0, x1, y1 };
  g_array_append_val (v->taken, b);
}

static void
project (double lon, double lat, double *x, double *y)
{
  *x = 20 + (lon - LON0) * SCALE * 0.809017 /* cos 36 degrees */;
  *y = 20 + (LAT0 - lat) * SCALE;
}

/* A text element, escaped; @extra is further attributes. */
static void
text_at (Svg *v, double x, double y, double size, const char *anchor, const char *fill, const char *extra,
         const char *text)
{
  char *esc = g_markup_escape_text (text, -1);
  g_string_append_printf (v->s, "<text x=\"%.1f\" y=\"%.1f\" font-family=\"%s\" font-size=\"%.1f\" "
                          "text-anchor=\"%s\" fill=\"%s\"%s%s>%s</text>\n", x, y, FONT, size, anchor, fill,
                          extra ? " " : "", extra ? extra : "", esc);
  g_free (esc);
}

/* A label with a white halo drawn under it, for legibility over routes. */
static void
label_at (Svg *v, double x, double y, double size, const char *anchor, const char *fill, const char *weight,
          const char *text)
{
  char *halo = g_strdup_printf ("font-weight=\"%s\" stroke=\"#fffdf5\" stroke-width=\"3\" stroke-linejoin=\"round\"",
                                weight);
  char *body = g_strdup_printf ("font-weight=\"%s\"", weight);
  text_at (v, x, y, size, anchor, "#fffdf5", halo, text);
  text_at (v, x, y, size, anchor, fill, body, text);
  g_free (halo), g_free (body);
}

static const char *
side_fill (ArdinaSide side)
{
  return side == ARDINA_SIDE_AMERICAN ? "#2b4c8c" : side == ARDINA_SIDE_BRITISH ? "#b3261e" : "#777777";
}

/* The loyalty colour: blue for pro-American, red for pro-British, deeper
 * with the level, grey when neutral. */
static char *
loyalty_fill (int level)
{
  int a = MIN (ABS (level), 4);
  if (!level)
    return g_strdup ("#c8c8c0");
  if (level > 0)
    return g_strdup_printf ("#%02x%02x%02x", 200 - 30 * a, 210 - 22 * a, 240 - 10 * a);
  return g_strdup_printf ("#%02x%02x%02x", 240 - 8 * a, 200 - 32 * a, 195 - 32 * a);
}

/* ==== regions ==== */

static double
cross (double ox, double oy, double ax, double ay, double bx, double by)
{
  return (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);
}

static int
cmp_points (const void *a, const void *b)
{
  const double *p = a, *q = b;
  return p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : p[1] < q[1] ? -1 : p[1] > q[1];
}

/* The convex hull of @n points (pairs), Andrew's monotone chain; returns
 * its size, the hull in @hull (room for 2n + 1 pairs). */
static guint
convex_hull (double *pts, guint n, double *hull)
{
  qsort (pts, n, 2 * sizeof (double), cmp_points);
  guint k = 0;
  for (guint i = 0; i < n; i++)
    {
      while (k >= 2 && cross (hull[2 * (k - 2)], hull[2 * (k - 2) + 1], hull[2 * (k - 1)], hull[2 * (k - 1) + 1],
                              pts[2 * i], pts[2 * i + 1]) <= 0)
        k--;
      hull[2 * k] = pts[2 * i], hull[2 * k + 1] = pts[2 * i + 1], k++;
    }
  for (guint i = n - 1, t = k + 1; i-- > 0;)
    {
      while (k >= t && cross (hull[2 * (k - 2)], hull[2 * (k - 2) + 1], hull[2 * (k - 1)], hull[2 * (k - 1) + 1],
                              pts[2 * i], pts[2 * i + 1]) <= 0)
        k--;
      hull[2 * k] = pts[2 * i], hull[2 * k + 1] = pts[2 * i + 1], k++;
    }
  return k > 1 ? k - 1 : k;
}

/* Each region as the hull of its locales, widened by a round stroke:
 * colonial ones in their loyalty's colour, the others pale. */
static void
draw_regions (Svg *v)
{
  guint n;
  const ShowRegion *r = show_regions (&n);
  guint nl = ardina_locale_count ();
  double *pts = g_new (double, 2 * nl + 2), *hull = g_new (double, 4 * nl + 4);
  g_string_append (v->s, "<g id=\"regions\">\n");
  for (guint i = 0; i < n; i++)
    {
      guint k = 0;
      double cx = 0, cy = 0, top = 1e9;
      for (guint l = 0; l < nl; l++)
        if (!g_strcmp0 (ardina_locale_get_region (l), r[i].name))
          {
            pts[2 * k] = v->x[l], pts[2 * k + 1] = v->y[l];
            cx += v->x[l], cy += v->y[l], top = MIN (top, v->y[l]);
            k++;
          }
      if (!k)
        continue;
      if (!r[i].colonial)
        {
          /* No loyalty (3.1): each locale's own pale halo, as the
           * islands lie far apart. */
          for (guint l = 0; l < nl; l++)
            if (!g_strcmp0 (ardina_locale_get_region (l), r[i].name))
              g_string_append_printf (v->s, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"34\" fill=\"#e4e0d0\" "
                                      "fill-opacity=\"0.8\"/>\n", v->x[l], v->y[l]);
          continue;
        }
      int level = ardina_game_get_loyalty (v->g, r[i].name);
      char *fill = r[i].colonial ? loyalty_fill (level) : g_strdup ("#e4e0d0");
      guint h = convex_hull (pts, k, hull);
      GString *path = g_string_new (NULL);
      for (guint j = 0; j < h; j++)
        g_string_append_printf (path, "%s%.1f,%.1f", j ? " L" : "M", hull[2 * j], hull[2 * j + 1]);
      g_string_append (path, " Z");
      g_string_append_printf (v->s, "<path id=\"region-%s\" d=\"%s\" fill=\"%s\" fill-opacity=\"0.55\" stroke=\"%s\" "
                              "stroke-opacity=\"0.55\" stroke-width=\"%d\" stroke-linejoin=\"round\"/>\n",
                              r[i].name, path->str, fill, fill, h > 2 ? 70 : 60);
      g_string_free (path, TRUE);
      g_free (fill);
      (void) cx, (void) cy, (void) top;
    }
  g_string_append (v->s, "</g>\n");
  g_free (pts), g_free (hull);
}

/* The region names, over everything but the pieces. */
static void
draw_region_labels (Svg *v)
{
  guint n;
  const ShowRegion *r = show_regions (&n);
  for (guint i = 0; i < n; i++)
    {
      double cx = 0, cy = 0;
      guint k = 0;
      for (guint l = 0; l < ardina_locale_count (); l++)
        if (!g_strcmp0 (ardina_locale_get_region (l), r[i].name))
          cx += v->x[l], cy += v->y[l], k++;
      if (!k)
        continue;
      char *text;
      if (r[i].colonial)
        {
          int level = ardina_game_get_loyalty (v->g, r[i].name);
          text = level ? g_strdup_printf ("%s: Pro-%s %d", r[i].label, level > 0 ? "American" : "British", ABS (level))
                       : g_strdup_printf ("%s: neutral", r[i].label);
        }
      else
        text = g_strdup (r[i].label);
      text_at (v, cx / k, cy / k + 40, 20, "middle", "#5a4a32",
               "font-style=\"italic\" font-weight=\"bold\" fill-opacity=\"0.55\"", text);
      g_free (text);
    }
}

/* ==== routes and locales ==== */

static void
draw_routes (Svg *v)
{
  static const char *const style[] = {
    "stroke=\"#8a5a2b\" stroke-width=\"3\"",                                   /* road */
    "stroke=\"#8a5a2b\" stroke-width=\"2.5\" stroke-dasharray=\"9,6\"",        /* trail */
    "stroke=\"#2f7fc1\" stroke-width=\"4\"",                                   /* lake or river */
    "stroke=\"#1f4e79\" stroke-width=\"1.8\" stroke-dasharray=\"3,5\"",        /* high seas */
  };
  g_string_append (v->s, "<g id=\"routes\" fill=\"none\" stroke-linecap=\"round\">\n");
  for (guint r = 0; r < ardina_route_count (); r++)
    {
      guint a, b;
      ArdinaRouteType t;
      if (!ardina_route_get (r, &a, &b, &t))
        continue;
      g_string_append_printf (v->s, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" %s/>\n", v->x[a], v->y[a],
                              v->x[b], v->y[b], style[MIN ((guint) t, 3u)]);
    }
  g_string_append (v->s, "</g>\n");
}

static void
draw_locale_symbol (Svg *v, guint l)
{
  double x = v->x[l], y = v->y[l];
  const char *name = ardina_locale_get_name (l);
  g_string_append_printf (v->s, "<g id=\"locale-%s\">\n", name);
  switch (ardina_locale_get_class (l))
    {
    case ARDINA_LOCALE_CLASS_TOWN:
      if (ardina_locale_is_port (l))
        g_string_append_printf (v->s, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"12\" fill=\"none\" stroke=\"#1f4e79\" "
                                "stroke-width=\"2\"/>\n", x, y);
      g_string_append_printf (v->s, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"9\" fill=\"#fffdf5\" stroke=\"#222\" "
                              "stroke-width=\"2\"/>\n", x, y);
      {
        char *value = g_strdup_printf ("%u", ardina_locale_get_value (l));
        text_at (v, x, y + 4, 11, "middle", "#222", "font-weight=\"bold\"", value);
        g_free (value);
      }
      break;
    case ARDINA_LOCALE_CLASS_WILDERNESS:
      g_string_append_printf (v->s, "<path d=\"M%.1f,%.1f L%.1f,%.1f L%.1f,%.1f Z\" fill=\"#4f7a3a\" stroke=\"#223\" "
                              "stroke-width=\"1.5\"/>\n", x, y - 10, x + 9, y + 7, x - 9, y + 7);
      break;
    case ARDINA_LOCALE_CLASS_INDIAN:
      g_string_append_printf (v->s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"16\" height=\"16\" fill=\"#b5793a\" "
                              "stroke=\"#223\" stroke-width=\"1.5\" transform=\"rotate(45 %.1f %.1f)\"/>\n",
                              x - 8, y - 8, x, y);
      break;
    case ARDINA_LOCALE_CLASS_HIGH_SEAS:
      g_string_append_printf (v->s, "<ellipse cx=\"%.1f\" cy=\"%.1f\" rx=\"46\" ry=\"22\" fill=\"#bcd7ee\" "
                              "stroke=\"#1f4e79\" stroke-width=\"1.5\"/>\n", x, y);
      break;
    case ARDINA_LOCALE_CLASS_OFF_MAP:
    default:
      g_string_append_printf (v->s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"150\" height=\"150\" rx=\"8\" fill=\"#efe6cf\" "
                              "stroke=\"#3a2f1e\" stroke-width=\"3\"/>\n", x - 75, y - 40);
      break;
    }
  g_string_append (v->s, "</g>\n");
}

/* A locale's name, above its symbol if there is room, else below, right,
 * left or on a diagonal; where nothing is free, where it overlaps least. */
static void
draw_locale_label (Svg *v, guint l)
{
  ArdinaLocaleClass c = ardina_locale_get_class (l);
  double x = v->x[l], y = v->y[l];
  const char *label = ardina_locale_get_label (l);
  if (c == ARDINA_LOCALE_CLASS_HIGH_SEAS)
    {
      label_at (v, x, y + 5, 13, "middle", "#1f4e79", "normal", label);
      return;
    }
  if (c == ARDINA_LOCALE_CLASS_OFF_MAP)
    {
      label_at (v, x, y - 20, 18, "middle", "#3a2f1e", "bold", label);
      return;
    }
  double size = c == ARDINA_LOCALE_CLASS_TOWN ? 13 : 11.5;
  double w = (double) g_utf8_strlen (label, -1) * size * (c == ARDINA_LOCALE_CLASS_TOWN ? 0.66 : 0.6);
  static const struct { double dx, dy; const char *anchor; } spots[] = {
    { 0, -14, "middle" }, { 0, 26, "middle" }, { 14, 5, "start" }, { -14, 5, "end" },
    { 10, -12, "start" }, { -10, -12, "end" }, { 10, 22, "start" }, { -10, 22, "end" },
    { 0, -30, "middle" }, { 0, 42, "middle" },
  };
  guint pick = 0, least = G_MAXUINT;
  Box best = { 0 };
  for (guint i = 0; i < G_N_ELEMENTS (spots) && least; i++)
    {
      double lx = x + spots[i].dx, ly = y + spots[i].dy;
      double x0 = !strcmp (spots[i].anchor, "middle") ? lx - w / 2 : !strcmp (spots[i].anchor, "start") ? lx : lx - w;
      Box b = { x0, ly - size, x0 + w, ly + 3 };
      guint n = box_overlaps (v, &b);
      if (n < least)
        pick = i, best = b, least = n;
    }
  g_array_append_val (v->taken, best);
  label_at (v, x + spots[pick].dx, y + spots[pick].dy, size, spots[pick].anchor, "#1d1d1d",
            c == ARDINA_LOCALE_CLASS_TOWN ? "bold" : "normal", label);
}

/* ==== pieces and markers ==== */

static void
draw_counter (Svg *v, double x, double y, guint p, const ArdinaPiecePlace *place)
{
  const char *name = ardina_piece_get_name (p);
  ArdinaPieceType type = ardina_piece_get_type (p);
  const char *fill = side_fill (place->side);
  const char *stroke = type == ARDINA_PIECE_TYPE_LEADER ? "#e0b000" : "#111";
  char *title = g_markup_escape_text (ardina_piece_get_label (p), -1);
  GString *marks = g_string_new (NULL);
  const char **flags = show_flags (place->flags);
  for (const char **f = flags; *f; f++)
    g_string_append_printf (marks, ", %s", *f);
  g_free (flags);
  g_string_append_printf (v->s, "<g id=\"piece-%s\"><title>%s (%s)%s</title>\n", name, name, title, marks->str);
  g_string_append_printf (v->s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" rx=\"%d\" fill=\"%s\" "
                          "stroke=\"%s\" stroke-width=\"%s\"/>\n", x, y, COUNTER_W, COUNTER_H,
                          type == ARDINA_PIECE_TYPE_UNIT ? 1 : 6, fill, stroke,
                          type == ARDINA_PIECE_TYPE_LEADER ? "2.5" : "1");
  if (marks->len)   /* a mark: a yellow corner */
    g_string_append_printf (v->s, "<path d=\"M%.1f,%.1f l8,0 l-8,8 Z\" fill=\"#ffd400\" stroke=\"#111\" "
                            "stroke-width=\"0.5\"/>\n", x, y);
  text_at (v, x + COUNTER_W / 2.0, y + 11, 9, "middle", "#ffffff", "font-weight=\"bold\"", name);
  g_string_append (v->s, "</g>\n");
  g_string_free (marks, TRUE);
  g_free (title);
}

/* Whether the segment from @l's point to (@x, @y) passes within 16 px of
 * another locale's point (squared distances: no libm). */
static gboolean
crosses_locale (const Svg *v, guint l, double x, double y)
{
  double ax = v->x[l], ay = v->y[l], dx = x - ax, dy = y - ay, len2 = dx * dx + dy * dy;
  for (guint m = 0; m < ardina_locale_count (); m++)
    {
      if (m == l)
        continue;
      double t = len2 > 0 ? ((v->x[m] - ax) * dx + (v->y[m] - ay) * dy) / len2 : 0;
      t = CLAMP (t, 0, 1);
      double px = ax + t * dx - v->x[m], py = ay + t * dy - v->y[m];
      if (px * px + py * py < 16 * 16)
        return TRUE;
    }
  return FALSE;
}

/* A square root by Newton's method, for the few lengths drawn. */
static double
root (double a)
{
  double r = a > 1 ? a / 2 : 1;
  for (int i = 0; i < 30 && a > 0; i++)
    r = (r + a / r) / 2;
  return a > 0 ? r : 0;
}

/* The locale's pieces, in counter order, as a block of counters: beside
 * its point where there is room, else farther out with a line back to it;
 * its map markers as tags above. */
static void
draw_pieces (Svg *v, guint l)
{
  guint n = 0;
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      n += ardina_game_get_place (v->g, p, &place) && place.zone == ARDINA_ZONE_MAP && place.locale == (gint) l;
    }
  double x0 = v->x[l] + 10, y0 = v->y[l] + 8;
  guint cols = n < COUNTER_COLS ? MAX (n, 1u) : COUNTER_COLS;
  double bw = cols * (COUNTER_W + 2), bh = ((n + cols - 1) / cols) * (COUNTER_H + 2);
  if (ardina_locale_get_class (l) == ARDINA_LOCALE_CLASS_OFF_MAP)
    x0 = v->x[l] - 70, y0 = v->y[l] - 10;
  else if (n)
    {
      /* Eight directions at growing distances; the first free block wins. */
      static const double dirs[][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 }, { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 } };
      gboolean found = FALSE;
      for (double r = 12; r <= 260 && !found; r += 24)
        for (guint d = 0; d < G_N_ELEMENTS (dirs) && !found; d++)
          {
            double cx = v->x[l] + dirs[d][0] * r, cy = v->y[l] + dirs[d][1] * r;
            double bx = dirs[d][0] > 0 ? cx : dirs[d][0] < 0 ? cx - bw : cx - bw / 2;
            double by = dirs[d][1] > 0 ? cy : dirs[d][1] < 0 ? cy - bh : cy - bh / 2;
            Box b = { bx - 2, by - 2, bx + bw + 2, by + bh + 2 };
            if (box_free (v, &b) && (r < 20 || !crosses_locale (v, l, CLAMP (v->x[l], bx - 3, bx + bw + 1),
                                                               CLAMP (v->y[l], by - 3, by + bh + 1))))
              found = TRUE, x0 = bx, y0 = by;
          }
      double dx = x0 + bw / 2 - v->x[l], dy = y0 + bh / 2 - v->y[l];
      if (dx * dx + dy * dy > 40 * 40)
        {
          /* Set apart: framed, with a dotted line back to its locale, so
           * it is not read as a nearer locale's. */
          double tx = CLAMP (v->x[l], x0 - 3, x0 + bw + 1), ty = CLAMP (v->y[l], y0 - 3, y0 + bh + 1);
          /* From the edge of the locale's symbol, not over its value. */
          double len = root ((tx - v->x[l]) * (tx - v->x[l]) + (ty - v->y[l]) * (ty - v->y[l]));
          double sx = len > 14 ? v->x[l] + (tx - v->x[l]) * 14 / len : v->x[l];
          double sy = len > 14 ? v->y[l] + (ty - v->y[l]) * 14 / len : v->y[l];
          g_string_append_printf (v->s, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#111\" "
                                  "stroke-width=\"1.6\" stroke-dasharray=\"2,3\"/>\n"
                                  "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"#111\"/>\n"
                                  "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"3\" fill=\"#fffdf5\" "
                                  "fill-opacity=\"0.8\" stroke=\"#111\" stroke-width=\"1\" stroke-dasharray=\"2,3\"/>\n",
                                  sx, sy, tx, ty, sx, sy, x0 - 3, y0 - 3, bw + 4, bh + 4);
        }
      take (v, x0 - 2, y0 - 2, x0 + bw + 2, y0 + bh + 2);
    }
  guint k = 0;
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      if (!ardina_game_get_place (v->g, p, &place) || place.zone != ARDINA_ZONE_MAP || place.locale != (gint) l)
        continue;
      draw_counter (v, x0 + (k % cols) * (COUNTER_W + 2), y0 + (k / cols) * (COUNTER_H + 2), p, &place);
      k++;
    }
  const char *name = ardina_locale_get_name (l);
  double ty = v->y[l] - 30;
  for (const char *const *m = show_marker_kinds (); *m; m++)
    {
      ArdinaSide owner = ARDINA_SIDE_NONE;
      if (!ardina_game_get_map_marker (v->g, *m, name, &owner))
        continue;
      g_string_append_printf (v->s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"84\" height=\"14\" rx=\"7\" fill=\"#fff3b0\" "
                              "stroke=\"%s\" stroke-width=\"2\"/>\n", v->x[l] - 42, ty - 11, side_fill (owner));
      text_at (v, v->x[l], ty, 9.5, "middle", "#222", NULL, *m);
      ty -= 16;
    }
}

static void
draw_battle (Svg *v)
{
  if (v->battle < 0)
    return;
  double x = v->x[v->battle], y = v->y[v->battle];
  g_string_append_printf (v->s, "<g id=\"battle\"><circle cx=\"%.1f\" cy=\"%.1f\" r=\"44\" fill=\"#ff8c00\" "
                          "fill-opacity=\"0.25\" stroke=\"#ff6a00\" stroke-width=\"6\"/>\n", x, y);
  label_at (v, x, y + 62, 16, "middle", "#c44a00", "bold", "BATTLE (18)");
  g_string_append (v->s, "</g>\n");
}

/* ==== the panel: tracks, hands, pools, legend ==== */

static double
panel_line (Svg *v, double y, double size, const char *weight, const char *text)
{
  double x = 20;
  char *extra = g_strdup_printf ("font-weight=\"%s\"", weight);
  /* Long lines are cut at about 60 columns into several. */
  int per = (int) (PANEL_W / (size * 0.58));
  const char *p = text;
  while (*p)
    {
      int len = (int) strlen (p);
      int cut = len <= per ? len : per;
      if (cut < len)
        {
          int sp = cut;
          while (sp > 0 && p[sp] != ' ')
            sp--;
          cut = sp > 0 ? sp : cut;
        }
      char *part = g_strndup (p, (gsize) cut);
      text_at (v, x, y, size, "start", "#1d1d1d", extra, part);
      g_free (part);
      y += size * 1.35;
      p += cut;
      while (*p == ' ')
        p++;
      x = 34;
    }
  g_free (extra);
  return y;
}

static double
panel_hand (Svg *v, double y, ArdinaSide side)
{
  guint count = ardina_game_count_hand (v->g, side), named = 0;
  GString *s = g_string_new (NULL);
  g_string_printf (s, "%s hand (%u):", show_side_label (side), count);
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      if (ardina_game_get_place (v->g, p, &place) && place.zone == ARDINA_ZONE_HAND && place.side == side)
        g_string_append_printf (s, "%s %s", named++ ? "," : "", ardina_piece_get_name (p));
    }
  if (named < count)
    g_string_append_printf (s, "%s %u hidden (7.4, 22.2)", named ? ";" : "", count - named);
  y = panel_line (v, y, 14, "normal", s->str);
  g_string_free (s, TRUE);
  return y;
}

static double
panel_zone (Svg *v, double y, const char *title, ArdinaZone zone, ArdinaSide side)
{
  GString *s = g_string_new (NULL);
  guint n = 0;
  for (guint p = 0; p < ardina_piece_count (); p++)
    {
      ArdinaPiecePlace place;
      if (ardina_game_get_place (v->g, p, &place) && place.zone == zone && (side == ARDINA_SIDE_NONE || place.side == side))
        {
          if (n < 30)
            g_string_append_printf (s, "%s %s", n ? "," : "", ardina_piece_get_name (p));
          n++;
        }
    }
  if (n > 30)
    g_string_append_printf (s, " and %u more", n - 30);
  char *text = g_strdup_printf ("%s (%u):%s", title, n, n ? s->str : " none");
  y = panel_line (v, y, 14, "normal", text);
  g_free (text);
  g_string_free (s, TRUE);
  return y;
}

static double
legend_route (Svg *v, double y, const char *style, const char *what)
{
  double x = 20;
  g_string_append_printf (v->s, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" fill=\"none\" %s/>\n", x, y - 5,
                          x + 50, y - 5, style);
  text_at (v, x + 60, y, 14, "start", "#1d1d1d", NULL, what);
  return y + 22;
}

static void
draw_panel (Svg *v, const char *title)
{
  const ArdinaGame *g = v->g;
  double y = 44;
  /* The panel is drawn at its own scale, so that it stays legible when
   * the whole board is shrunk to a screen. */
  g_string_append_printf (v->s, "<g id=\"panel\" transform=\"translate(%d 0) scale(%.2f)\">\n<rect x=\"0\" y=\"0\" "
                          "width=\"%d\" height=\"%.0f\" fill=\"#f4efe1\" stroke=\"#3a2f1e\" stroke-width=\"2\"/>\n",
                          MAP_W, PANEL_SCALE, PANEL_W + 20, MAP_H / PANEL_SCALE);
  y = panel_line (v, y, 24, "bold", "The American Revolution");
  y = panel_line (v, y, 14, "normal", title);
  if (v->as != ARDINA_SIDE_NONE)
    {
      char *as = g_strdup_printf ("as the %s sees it (22.0)", show_side_label (v->as));
      y = panel_line (v, y, 14, "bold", as);
      g_free (as);
    }
  y += 10;
  char *s = g_strdup_printf ("%u, %s", ardina_game_get_year (g), ardina_game_get_phase_name (g));
  y = panel_line (v, y, 20, "bold", s);
  g_free (s);
  ArdinaPending p[2];
  guint n = ardina_game_pending (g, p);
  for (guint i = 0; i < n; i++)
    {
      s = g_strdup_printf ("pending [%s] %s: %s", ardina_rule_get_id (p[i].rule), show_side_name (p[i].side),
                           p[i].prompt);
      y = panel_line (v, y, 14, "normal", s);
      g_free (s);
    }
  if (!n)
    y = panel_line (v, y, 14, "normal", "the game is over");
  y += 14;
  y = panel_line (v, y, 17, "bold", "Tracks");
  s = g_strdup_printf ("Revolutionary Progress: %s", ardina_game_get_progress (g));
  y = panel_line (v, y, 14, "normal", s);
  g_free (s);
  s = g_strdup_printf ("Balance of Power: %s", ardina_game_get_balance (g));
  y = panel_line (v, y, 14, "normal", s);
  g_free (s);
  s = g_strdup_printf ("Political points: American %d, British %d", ardina_game_get_points (g, ARDINA_SIDE_AMERICAN),
                       ardina_game_get_points (g, ARDINA_SIDE_BRITISH));
  y = panel_line (v, y, 14, "normal", s);
  g_free (s);
  s = g_strdup_printf ("Town points held: American %u, British %u", ardina_game_get_town_points (g, ARDINA_SIDE_AMERICAN),
                       ardina_game_get_town_points (g, ARDINA_SIDE_BRITISH));
  y = panel_line (v, y, 14, "normal", s);
  g_free (s);
  y += 6;
  /* Loyalty: one bar per colonial region, from Pro-British (left) to
   * Pro-American (right). */
  guint nr;
  const ShowRegion *r = show_regions (&nr);
  for (guint i = 0; i < nr; i++)
    if (r[i].colonial)
      {
        int level = ardina_game_get_loyalty (g, r[i].name);
        double x = 190, w = 22;
        text_at (v, 20, y, 13, "start", "#1d1d1d", NULL, r[i].label);
        for (int k = -4; k <= 4; k++)
          {
            char *fill = k == level ? loyalty_fill (level) : g_strdup ("#fffdf5");
            g_string_append_printf (v->s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.0f\" height=\"16\" fill=\"%s\" "
                                    "stroke=\"#555\" stroke-width=\"%s\"/>\n", x + (k + 4) * w, y - 13, w - 2, fill,
                                    k == level ? "2.5" : "0.8");
            g_free (fill);
          }
        char *lv = g_strdup_printf ("%+d", level);
        text_at (v, x + 9 * w + 8, y, 13, "start", "#1d1d1d", NULL, lv);
        g_free (lv);
        y += 21;
      }
  text_at (v, 190, y, 11, "start", "#555", NULL, "Pro-British");
  text_at (v, 190 + 9 * 22, y, 11, "end", "#555", NULL, "Pro-American");
  y += 26;
  y = panel_line (v, y, 17, "bold", "Hands and pools");
  y = panel_hand (v, y, ARDINA_SIDE_AMERICAN);
  y = panel_hand (v, y, ARDINA_SIDE_BRITISH);
  s = g_strdup_printf ("Pool: %u campaign markers (hidden, 22.2)", ardina_game_count_pool (g));
  y = panel_line (v, y, 14, "normal", s);
  g_free (s);
  y = panel_zone (v, y, "American leader pool", ARDINA_ZONE_POOL, ARDINA_SIDE_AMERICAN);
  y = panel_zone (v, y, "British leader pool", ARDINA_ZONE_POOL, ARDINA_SIDE_BRITISH);
  y = panel_zone (v, y, "Eliminated", ARDINA_ZONE_ELIMINATED, ARDINA_SIDE_NONE);
  y = panel_zone (v, y, "Removed", ARDINA_ZONE_REMOVED, ARDINA_SIDE_NONE);
  guint hidden = 0;
  for (guint q = 0; q < ardina_piece_count (); q++)
    {
      ArdinaPiecePlace place;
      hidden += ardina_game_get_place (g, q, &place) && place.zone == ARDINA_ZONE_HIDDEN
                && ardina_piece_get_type (q) != ARDINA_PIECE_TYPE_CAMPAIGN_MARKER;
    }
  if (hidden)
    {
      s = g_strdup_printf ("%u enemy units and leaders hidden below the top of their stacks or in the enemy "
                           "leader pool (22.1)", hidden);
      y = panel_line (v, y, 14, "normal", s);
      g_free (s);
    }
  if (v->battle >= 0)
    {
      s = g_strdup_printf ("Battle in progress at %s (18)", ardina_locale_get_label ((guint) v->battle));
      y = panel_line (v, y + 6, 15, "bold", s);
      g_free (s);
    }
  y += 14;
  y = panel_line (v, y, 17, "bold", "Legend");
  y += 6;
  y = legend_route (v, y, "stroke=\"#8a5a2b\" stroke-width=\"3\"", "road (16.12)");
  y = legend_route (v, y, "stroke=\"#8a5a2b\" stroke-width=\"2.5\" stroke-dasharray=\"9,6\"", "trail");
  y = legend_route (v, y, "stroke=\"#2f7fc1\" stroke-width=\"4\"", "lake or river");
  y = legend_route (v, y, "stroke=\"#1f4e79\" stroke-width=\"1.8\" stroke-dasharray=\"3,5\"", "high seas (fleets, 24)");
  double x = 20;
  g_string_append_printf (v->s, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"9\" fill=\"#fffdf5\" stroke=\"#222\" stroke-width=\"2\"/>\n"
                          "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"12\" fill=\"none\" stroke=\"#1f4e79\" stroke-width=\"2\"/>\n",
                          x + 25, y - 5, x + 25, y - 5);
  text_at (v, x + 60, y, 14, "start", "#1d1d1d", NULL, "town with its value; ringed: a port");
  y += 26;
  g_string_append_printf (v->s, "<path d=\"M%.1f,%.1f l9,17 l-18,0 Z\" fill=\"#4f7a3a\" stroke=\"#223\"/>\n", x + 25, y - 15);
  text_at (v, x + 60, y, 14, "start", "#1d1d1d", NULL, "wilderness");
  y += 24;
  g_string_append_printf (v->s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"14\" height=\"14\" fill=\"#b5793a\" stroke=\"#223\" "
                          "transform=\"rotate(45 %.1f %.1f)\"/>\n", x + 18, y - 12, x + 25, y - 5);
  text_at (v, x + 60, y, 14, "start", "#1d1d1d", NULL, "Indian area");
  y += 24;
  g_string_append_printf (v->s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" rx=\"1\" fill=\"%s\" stroke=\"#111\"/>\n"
                          "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" rx=\"1\" fill=\"%s\" stroke=\"#111\"/>\n",
                          x, y - 12, COUNTER_W, COUNTER_H, side_fill (ARDINA_SIDE_AMERICAN), x + COUNTER_W + 4, y - 12,
                          COUNTER_W, COUNTER_H, side_fill (ARDINA_SIDE_BRITISH));
  text_at (v, x + 2 * COUNTER_W + 14, y, 14, "start", "#1d1d1d", NULL, "units: American, British");
  y += 24;
  g_string_append_printf (v->s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" rx=\"6\" fill=\"%s\" "
                          "stroke=\"#e0b000\" stroke-width=\"2.5\"/>\n", x, y - 12, COUNTER_W, COUNTER_H,
                          side_fill (ARDINA_SIDE_AMERICAN));
  text_at (v, x + COUNTER_W + 10, y, 14, "start", "#1d1d1d", NULL, "leader (gold edge); yellow corner: marked");
  y += 24;
  y = panel_line (v, y, 12, "normal", "Positions are reconstructed (historical places projected; the printed "
                  "map's layout is unknown): ardina tables map.");
  g_string_append (v->s, "</g>\n");
}

char *
show_svg (const ArdinaGame *g, ArdinaSide as, const char *title)
{
  guint nl = ardina_locale_count ();
  Svg v = { g_string_new (NULL), g, as, g_new (double, nl), g_new (double, nl), show_battle_locale (g),
            g_array_new (FALSE, FALSE, sizeof (Box)) };
  for (guint l = 0; l < nl; l++)
    {
      double lon = 0, lat = 0;
      ardina_locale_get_position (l, &lon, &lat);
      project (lon, lat, &v.x[l], &v.y[l]);
    }
  int w = MAP_W + (int) ((PANEL_W + 20) * PANEL_SCALE), h = MAP_H;
  g_string_append_printf (v.s, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\" "
                          "viewBox=\"0 0 %d %d\">\n", w, h, w, h);
  char *esc = g_markup_escape_text (title, -1);
  g_string_append_printf (v.s, "<title>The American Revolution: Decision in North America, %u, %s (%s)</title>\n",
                          ardina_game_get_year (g), ardina_game_get_phase_name (g), esc);
  g_free (esc);
  g_string_append_printf (v.s, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#dbe8f2\"/>\n", MAP_W, h);
  draw_regions (&v);
  draw_region_labels (&v);
  draw_routes (&v);
  for (guint l = 0; l < nl; l++)
    {
      draw_locale_symbol (&v, l);
      /* Symbols are obstacles for labels and counters; a box is large. */
      double r = ardina_locale_get_class (l) == ARDINA_LOCALE_CLASS_HIGH_SEAS ? 46 : 13;
      if (ardina_locale_get_class (l) == ARDINA_LOCALE_CLASS_OFF_MAP)
        take (&v, v.x[l] - 75, v.y[l] - 40, v.x[l] + 75, v.y[l] + 110);
      else
        take (&v, v.x[l] - r, v.y[l] - (r > 13 ? 22 : r), v.x[l] + r, v.y[l] + (r > 13 ? 22 : r));
    }
  draw_battle (&v);
  /* Towns' labels first, then the others'. */
  for (guint l = 0; l < nl; l++)
    if (ardina_locale_get_class (l) == ARDINA_LOCALE_CLASS_TOWN)
      draw_locale_label (&v, l);
  for (guint l = 0; l < nl; l++)
    if (ardina_locale_get_class (l) != ARDINA_LOCALE_CLASS_TOWN)
      draw_locale_label (&v, l);
  g_string_append (v.s, "<g id=\"pieces\">\n");
  for (guint l = 0; l < nl; l++)
    draw_pieces (&v, l);
  g_string_append (v.s, "</g>\n");
  draw_panel (&v, title);
  g_string_append (v.s, "</svg>\n");
  g_free (v.x), g_free (v.y);
  g_array_unref (v.taken);
  return g_string_free (v.s, FALSE);
}
