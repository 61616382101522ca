import jax.numpy as jnp

from policies import task_controller

SCHEDULE = ["reach", "place", "reach", "place", "reach", "place"]


def main():
    ee = jnp.zeros(2)
    for task in SCHEDULE:
        ctrl = task_controller(task)
        for _ in range(5):
            ee = ee + 0.05 * ctrl(ee)
        print(task, [round(float(v), 3) for v in ee])


if __name__ == "__main__":
    main()
