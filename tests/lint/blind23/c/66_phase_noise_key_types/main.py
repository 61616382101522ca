from sim import run_batch
from regression import golden_check

print("golden |y| mean", golden_check())
for seed, lw in enumerate([10.0, 100.0, 1000.0, 10000.0]):
    print(lw, round(run_batch(seed, lw), 4))
