import jax.numpy as jnp

from dynamics import MAX_YEARS, project

# stage-structured model for a ground-nesting bird: juvenile, subadult, adult
fecundity = jnp.array([0.0, 0.8, 1.6])
survival = jnp.array([0.35, 0.6])


def leslie_matrix(fec, surv):
    m = jnp.zeros((3, 3)).at[0].set(fec)
    return m.at[1, 0].set(surv[0]).at[2, 1].set(surv[1]).at[2, 2].set(surv[1])


def main():
    L = leslie_matrix(fecundity, survival)
    n0 = jnp.array([40.0, 25.0, 60.0])
    totals = project(L, n0, MAX_YEARS)
    for years in range(1, MAX_YEARS + 1):
        print(f"{years:2d} yr ahead: {float(totals[years - 1]):.1f} birds")


if __name__ == "__main__":
    main()
