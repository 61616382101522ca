BASE_COLUMNS = ["lead_time", "adults", "children", "weekend_nights", "week_nights", "adr"]


def active_columns(config):
    cols = [c for c in BASE_COLUMNS if c not in config.get("drop", [])]
    return tuple(cols)
