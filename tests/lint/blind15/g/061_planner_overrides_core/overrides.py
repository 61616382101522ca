PLANNER_ADJUSTMENTS = {
    "sku_02": [5.0, -1.5],
    "sku_04": [12.0],
}


def total_adjustment(sku):
    return sum(PLANNER_ADJUSTMENTS.get(sku, []), 0.0)
