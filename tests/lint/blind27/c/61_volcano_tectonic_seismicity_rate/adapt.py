def tune(step_size, acceptance, target=0.3):
    factor = 1.25 if acceptance > target else 0.8
    return round(step_size * factor, 4)
