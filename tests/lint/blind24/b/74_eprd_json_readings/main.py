import jax.numpy as jnp

from alara import task_dose_stats
from reports import load_uploads

PLANNED = {"valve maintenance": 50.0, "filter change": 25.0, "scaffolding": 10.0, "sampling": 5.0}


def main():
    for up in load_uploads():
        r = jnp.asarray(up["readings"])
        total, ratio, peak = task_dose_stats(r, PLANNED[up["task"]])
        print(f"{up['worker']} {up['task']:>17}: {float(total):5.1f} uSv ({float(ratio):.0%} of plan)")


if __name__ == "__main__":
    main()
