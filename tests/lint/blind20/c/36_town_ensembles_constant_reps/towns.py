TOWNS = {
    "Aldridge": 1_200,
    "Brookfield": 4_500,
    "Carnford": 9_800,
    "Dunmore": 25_000,
}

N_REPLICATES = 64


def replicates_for(population):
    """Same replicate count for every town so ensembles are comparable."""
    return N_REPLICATES
