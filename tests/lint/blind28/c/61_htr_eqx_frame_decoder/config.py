CONFIG = {
    "decode_mode": "greedy",
    "frames_per_line": 40,
    "features": 20,
}
