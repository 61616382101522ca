from sweep import detector_data, run_trial


def main():
    x, y = detector_data()
    results = {lr: run_trial(lr, x, y) for lr in (1e-3, 3e-3, 1e-2)}
    best = min(results, key=results.get)
    print(results, "best lr", best)


if __name__ == "__main__":
    main()
