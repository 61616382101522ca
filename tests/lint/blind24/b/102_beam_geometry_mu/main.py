from geometry import from_legacy_record, from_plan
from monitor_units import monitor_units

PLANS = [
    {"id": "RT-101", "ssd": 100.0, "field": 10.0, "depth": 5.0, "dose": 200.0},
    {"id": "RT-102", "legacy": (95.0, 8.0, 7.0), "dose": 180.0},
    {"id": "RT-103", "ssd": 100.0, "field": 15.0, "depth": 10.0, "dose": 250.0},
    {"id": "RT-104", "legacy": (100.0, 12.0, 4.0), "dose": 200.0},
]


def main():
    for p in PLANS:
        geom = from_legacy_record(p["legacy"]) if "legacy" in p else from_plan(p)
        mu = monitor_units(p["dose"], geom)
        print(f"{p['id']}: {float(mu):.1f} MU")


if __name__ == "__main__":
    main()
