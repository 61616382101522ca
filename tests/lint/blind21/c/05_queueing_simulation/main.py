import jax

from sim import MM1Queue, mean_wait


def sweep(rates, service_rate, key):
    results = {}
    for rate in rates:
        queue = MM1Queue(arrival_rate=rate, service_rate=service_rate)
        results[rate] = float(mean_wait(queue, key))
    return results


def main():
    key = jax.random.PRNGKey(7)
    rates = [0.5, 0.6, 0.7, 0.8, 0.9]
    for rate, wait in sweep(rates, 1.0, key).items():
        print(f"lambda={rate:.1f}  mean wait={wait:.3f}")


if __name__ == "__main__":
    main()
