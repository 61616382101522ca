import json

# day-ahead demand bids as received from load-serving entities
RAW = json.loads("""
[{"lse": "muni_a", "mw": 420, "price_cap": 250},
 {"lse": "coop_b", "mw": 187.5, "price_cap": 300},
 {"lse": "ioe_c", "mw": 1310, "price_cap": 220},
 {"lse": "muni_d", "mw": 96.25, "price_cap": 275},
 {"lse": "coop_e", "mw": 240, "price_cap": 310}]
""")


def bids():
    for b in RAW:
        yield b["lse"], b["mw"], b["price_cap"]
