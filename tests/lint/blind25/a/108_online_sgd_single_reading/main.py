from learner import DripEmitterModel
from stream import emitter_readings


def main():
    model = DripEmitterModel(4)
    errs = []
    for i, (x, flow) in enumerate(emitter_readings()):
        errs.append(model.observe(x, flow))
        if i % 10 == 9:
            print(f"reading {i + 1}: running squared error {sum(errs[-10:]) / 10:.4f}")


if __name__ == "__main__":
    main()
