from service import handle_request

requests = [
    {"id": 101, "vehicle_group": 2, "driver_band": 0, "ncd": 0},
    {"id": 102, "vehicle_group": 1, "driver_band": 3, "ncd": 5},
    {"id": 103, "vehicle_group": 4, "driver_band": 2, "ncd": 2},
    {"id": 104, "vehicle_group": 0, "driver_band": 4, "ncd": 9},
]
for r in requests:
    print(f"quote {r['id']}: {handle_request(r):.2f}")
