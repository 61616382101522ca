from flax import nnx
import numpy as np
import optax

from distill import anneal, distill_step
from model import DistilledSignNet


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 63)).astype(np.float32)
    teacher = rng.normal(size=(64, 10)).astype(np.float32) * 3
    student = DistilledSignNet(63, 10, nnx.Rngs(0))
    opt = nnx.Optimizer(student, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(4):
        student.temperature = anneal(epoch)
        for i in range(0, 64, 16):
            loss = distill_step(student, opt, x[i : i + 16], teacher[i : i + 16])
        print(epoch, student.temperature, float(loss))


if __name__ == "__main__":
    main()
