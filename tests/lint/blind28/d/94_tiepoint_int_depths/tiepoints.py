# volcanic tie points (depth in m) between two cores; older matching was done to whole metres
MATCHES = {
    "Tambora 1815": ([112, 96], [1815.0, 1815.0]),
    "Laki 1783": ([118, 101], [1783.0, 1783.0]),
    "Samalas 1257": ([243.6, 207.9], [1257.0, 1257.0]),
    "Eldgja 939": ([301.2, 256.8], [939.0, 939.0]),
    "Vesuvius 79": ([391, 333], [79.0, 79.0]),
}
