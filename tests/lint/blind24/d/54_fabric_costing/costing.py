from geometry import GEOMETRY


def fabric_cost(pieces_xy, price_per_m2, utilisation=0.82):
    area_cm2 = GEOMETRY.area_with_allowance(pieces_xy).sum()
    return float(area_cm2) / 1e4 / utilisation * price_per_m2
