from experiment import run_experiment

SWEEP = [
    {"clip": 0.5, "sigma": 0.8},
    {"clip": 1.0, "sigma": 0.8},
    {"clip": 1.0, "sigma": 1.5},
]


def main():
    for cfg in SWEEP:
        loss = run_experiment(cfg)
        print(f"clip={cfg['clip']} sigma={cfg['sigma']} final loss {loss:.4f}")


if __name__ == "__main__":
    main()
