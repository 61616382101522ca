WARMUP = 10


def phase_of(step):
    if step < WARMUP:
        return "warmup"
    return "main"
