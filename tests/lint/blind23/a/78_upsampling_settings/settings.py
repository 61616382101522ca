SETTINGS = {
    "interp_method": "linear",
    "target_res_km": 12,
    "variables": ["t2m", "tp", "ws10"],
}
