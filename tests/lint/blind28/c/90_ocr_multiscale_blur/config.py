PIPELINE = {
    "kernel_sizes": [3, 5],
    "binarise": True,
}
