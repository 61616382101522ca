PORTS = {
    "Rotterdam": {"lanes": 12.0, "service_min": 2.5},
    "Hamburg": {"lanes": 8.0, "service_min": 3.0},
    "Antwerp": {"lanes": 10.0, "service_min": 2.8},
}
