def square_counts(entry):
    """Haemocytometer counts per large square; diluted samples are stored already scaled."""
    if entry["dilution"] == 1:
        return entry["counts"]
    return [c * entry["dilution"] for c in entry["counts"]]
