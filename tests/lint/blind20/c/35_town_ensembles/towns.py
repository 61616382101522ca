TOWNS = {
    "Aldridge": 1_200,
    "Brookfield": 4_500,
    "Carnford": 9_800,
    "Dunmore": 25_000,
}


def replicates_for(population, budget=200_000, min_reps=16):
    """Smaller towns are noisier, so give them more stochastic replicates."""
    return max(min_reps, budget // population)
