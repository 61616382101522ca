import jax

from sim import simulate_grades


def domain_keys(seed, n):
    base = jax.random.key(seed)
    return list(jax.random.split(base, n))


def main():
    # legacy validation run kept from the 2022 resource model
    legacy_key = jax.random.PRNGKey(2022)
    m, p95 = simulate_grades(legacy_key, -0.5, 0.8)
    print(f"legacy check: mean {float(m):.3f} p95 {float(p95):.3f}")
    for d, k in enumerate(domain_keys(7, 4)):
        m, p95 = simulate_grades(k, -0.5 + 0.1 * d, 0.8)
        print(f"domain {d}: mean {float(m):.3f} p95 {float(p95):.3f}")


if __name__ == "__main__":
    main()
