import jax.numpy as jnp

from chain import inventory, LAMBDAS, T_SAVE

# generator loadings delivered each week, in units of 1e15 atoms of Mo-99
DELIVERIES = [4.1, 3.8, 5.0, 4.4]


def main():
    for week, mo in enumerate(DELIVERIES):
        n0 = jnp.array([mo, 0.0, 0.0])
        ys = inventory(n0)
        act_tc = LAMBDAS[1] * ys[:, 1]
        i = int(jnp.argmax(act_tc))
        print(f"week {week}: peak Tc-99m activity at t={float(T_SAVE[i]):.0f} h")


if __name__ == "__main__":
    main()
