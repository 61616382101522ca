SAMPLE_COST_US = 25
TICK_BUDGETS_US = [1600, 1600, 800, 1200, 1600, 400, 800, 1600]
MAX_SAMPLES = max(TICK_BUDGETS_US) // SAMPLE_COST_US


def samples_for_budget(budget_us):
    return max(8, budget_us // SAMPLE_COST_US)
