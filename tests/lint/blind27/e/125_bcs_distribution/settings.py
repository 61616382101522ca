DEFAULT_CUTOFFS = (2.5, 3.0, 3.75)  # thin / ideal / fat boundaries on the 1-5 BCS scale


def cutoffs_for(farm, overrides):
    # the farm portal stores custom cut-offs as JSON arrays
    return overrides.get(farm, DEFAULT_CUTOFFS)


OVERRIDES = {"Highfield": [2.75, 3.25, 4.0]}
