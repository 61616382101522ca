from logging_utils import MassLogger
from model import advect_tracer, init_state


def main():
    state = init_state(200)
    logger = MassLogger(every=25)
    for step in range(100):
        state = advect_tracer(state, 0.2, 0.02, 0.005)
        state = logger(step, state)


if __name__ == "__main__":
    main()
