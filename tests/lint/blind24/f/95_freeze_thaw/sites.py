# deck de-icing / heated-pavement sites; the flag was entered by different teams
SITES = [
    {"name": "Ramp 1", "heated": True, "cover_mm": 45},
    {"name": "Ramp 2", "heated": 0, "cover_mm": 50},
    {"name": "Deck N", "heated": False, "cover_mm": 40},
    {"name": "Deck S", "heated": 1, "cover_mm": 55},
]
