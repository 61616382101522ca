CHRONOLOGY = {"site": "Lapland_pine", "robust": True, "window": 60}
