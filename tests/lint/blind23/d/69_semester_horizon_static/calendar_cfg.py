SCHOOLS = [
    {"name": "Northside HS", "weeks": 16},
    {"name": "Lakeview HS", "weeks": 15},
    {"name": "Central Academy", "weeks": 18},
    {"name": "Riverside HS", "weeks": 16},
    {"name": "Hillcrest Prep", "weeks": 14},
]
