STANDS = [
    {"id": "S01", "age": 60, "rotation": 90, "host": 0.8},
    {"id": "S02", "age": 45, "rotation": 90, "host": 0.6},
    {"id": "S03", "age": 70, "rotation": 80, "host": 0.9},
    {"id": "S04", "age": 60, "rotation": 90, "host": 0.5},
    {"id": "S05", "age": 30, "rotation": 70, "host": 0.7},
]

def remaining_years(stand):
    return stand["rotation"] - stand["age"]
