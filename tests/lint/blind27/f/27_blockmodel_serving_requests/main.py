import jax
import numpy as np

from service import DomainService


def planner_requests(seed=0):
    rng = np.random.default_rng(seed)
    for stope in range(8):
        n = int(rng.integers(40, 200))
        yield {"stope": stope, "blocks": rng.normal(size=(n, 9))}


def main():
    svc = DomainService(jax.random.PRNGKey(0))
    for req in planner_requests():
        dom = svc.handle(req)
        counts = np.bincount(np.asarray(dom), minlength=3)
        print(f"stope {req['stope']}: oxide {counts[0]} transition {counts[1]} fresh {counts[2]}")


if __name__ == "__main__":
    main()
