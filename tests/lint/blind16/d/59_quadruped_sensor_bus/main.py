from estimator import estimate, init_state
from sensors import QuadrupedSensors


def main():
    sensors = QuadrupedSensors(seed=2)
    state = init_state()
    for t in range(20):
        state = estimate(state, sensors.read())
    print({k: v.tolist() for k, v in state.items()})


if __name__ == "__main__":
    main()
