import numpy as np
from capture import read_bursts, zadoff_chu
from detector import detect_preamble

pre = zadoff_chu(25, 63)
hits = 0
for burst, length, true_off in read_bursts(20, pre):
    pos, peak = detect_preamble(burst, length, pre)
    hits += int(int(pos) == true_off)
print(f"detected {hits}/20")
