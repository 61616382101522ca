ROUTE_CATALOG = ("1", "2", "4", "9", "15", "15X", "22", "30")
ROUTE_INDEX = {r: i for i, r in enumerate(ROUTE_CATALOG)}
