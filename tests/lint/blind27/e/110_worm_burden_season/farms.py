# turnout to housing, days on pasture this season
SEASONS = {"Glenview": 182, "Rathmore": 205, "Ballyduff": 182, "Kilcoole": 196}
