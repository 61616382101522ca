SIZE_BINS_NM = (20, 30, 45, 65, 90, 130, 200)   # inspection tool size bins
MAX_DEFECTS = 512
