# demand response events called by the utility this summer: (start hour, duration h)
EVENTS = [(14, 2), (15, 3), (13, 4), (14, 2), (16, 3), (14, 4)]
DT_H = 0.25
