HALFLIVES = {
    "fast": 5,
    "medium": 21,
    "slow": 62.5,
    "very_slow": 126,
}
