import jax
from jax.scipy.stats import norm

from reliability import failure_fraction


def main():
    master = jax.random.PRNGKey(2024)
    for i, years in enumerate(range(0, 101, 10)):
        key = jax.random.fold_in(master, i)
        pf = float(failure_fraction(key, float(years)))
        beta = float(-norm.ppf(max(pf, 1e-6)))
        print(f"t = {years:3d} yr: Pf {pf:.5f}, beta {beta:.2f}")


if __name__ == "__main__":
    main()
