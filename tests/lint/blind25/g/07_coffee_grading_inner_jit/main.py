import numpy as np
import jax

from grader import init_grader, grade_lot, GRADES


def lots(n_lots=6, per_lot=40, seed=3):
    rng = np.random.default_rng(seed)
    for i in range(n_lots):
        # defects, moisture, screen size, density, colour L*a*b*, ...
        yield f"lot-{i:03d}", rng.normal(size=(per_lot, 10)).astype(np.float32)


def main():
    params = init_grader(jax.random.PRNGKey(7))
    for lot_id, beans in lots():
        grades, probs = grade_lot(params, beans)
        counts = np.bincount(np.asarray(grades), minlength=len(GRADES))
        print(lot_id, dict(zip(GRADES, counts.tolist())))


if __name__ == "__main__":
    main()
