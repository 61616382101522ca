from detect import oscillation_index
from stream import PressureStream

s = PressureStream()
for t in range(40):
    idx, sd = oscillation_index(s.next())
    if t % 5 == 4:
        print(t, round(float(idx), 2), round(float(sd), 3))
