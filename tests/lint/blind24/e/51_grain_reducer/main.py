import numpy as np

from pipeline import GrainReducer


def main():
    rng = np.random.default_rng(0)
    plate = rng.uniform(0.2, 0.8, (24, 32)).astype(np.float32)
    reducer = GrainReducer()
    residual = []
    for i in range(10):
        grainy = (plate + 0.05 * rng.standard_normal(plate.shape)).astype(np.float32)
        clean = reducer(grainy)
        residual.append(float(np.abs(np.asarray(clean) - plate).mean()))
    print(np.round(residual, 4))


if __name__ == "__main__":
    main()
