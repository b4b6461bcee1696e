#include <pango/pangocairo.h>
// pango_fc_font_map_config_changed: pango's cairo font map on Linux is a fontconfig font map.
#include <pango/pangofc-fontmap.h>
