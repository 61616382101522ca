# Humphrey-style test grids and total-deviation cutoffs (dB)
PROTOCOLS = {
    "24-2": {"points": 54, "cutoff": -5},
    "30-2": {"points": 54, "cutoff": -5},
    "10-2": {"points": 54, "cutoff": -6.5},
}
