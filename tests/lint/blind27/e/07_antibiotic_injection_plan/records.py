# body weights as entered at the chute; some scales round to whole kg
TREATMENT_LOG = [
    {"tag": "UK0412", "weight": 512.5, "drug": "oxytetracycline"},
    {"tag": "UK0415", "weight": 498, "drug": "oxytetracycline"},
    {"tag": "UK0433", "weight": 605.0, "drug": "florfenicol"},
    {"tag": "UK0440", "weight": 571, "drug": "florfenicol"},
    {"tag": "UK0441", "weight": 430.2, "drug": "oxytetracycline"},
]

# mg/kg dose and concentration mg/mL
FORMULARY = {
    "oxytetracycline": (20.0, 200.0),
    "florfenicol": (40.0, 300.0),
}
