from flowshop import optimise_order
from loader import load_instances

if __name__ == "__main__":
    for name, durations in load_instances():
        order, makespan = optimise_order(durations)
        print(name, durations.dtype, order.tolist(), float(makespan))
