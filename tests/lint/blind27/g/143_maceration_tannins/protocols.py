PROTOCOLS = {
    "cold soak": {"days": 5, "temp": 8.0},
    "extended maceration": {"days": 21, "temp": 26.0},
    "carbonic": {"days": 10, "temp": 30.0},
    "standard": {"days": 10, "temp": 25.0},
}
