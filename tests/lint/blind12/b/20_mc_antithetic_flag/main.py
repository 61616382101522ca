import jax

from mc import european_call_mc

N_PATHS = 20_000


def compare_estimators(seed_count=3):
    report = {}
    for antithetic in (False, True):
        estimates = []
        for seed in range(seed_count):
            key = jax.random.PRNGKey(seed)
            price, stderr = european_call_mc(key, 100.0, 110.0, 0.02, 0.3, 1.5,
                                             n_paths=N_PATHS, antithetic=antithetic)
            estimates.append(float(price))
        report[antithetic] = estimates
    return report


if __name__ == "__main__":
    for antithetic, est in compare_estimators().items():
        print("antithetic" if antithetic else "plain", [round(e, 4) for e in est])
